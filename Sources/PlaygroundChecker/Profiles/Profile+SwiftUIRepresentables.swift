extension Profile {
    /// Hosting UIKit in SwiftUI: `UIViewRepresentable` and `UIViewControllerRepresentable`, with
    /// the UIKit base classes their signatures name. The playground runs no UIKit: a
    /// representable's `makeUIView` is never called, and the view draws as a labelled box.
    static let swiftUIRepresentablesSource = #"""
// MARK: UIKit views and controllers

/// UIKit's view, as representables and their helpers use it: its frame, its place among
/// superview and subviews, gesture recognizers, hit testing and point conversion. The
/// playground runs no UIKit, so nothing lays out, moves to a window or is touched on its own.
open class UIView: UIResponder {
    public var frame: CGRect = .zero
    public var backgroundColor: UIColor? = nil
    public var isHidden: Bool = false
    public var alpha: CGFloat = 1
    public var tag: Int = 0
    public var isUserInteractionEnabled: Bool = true
    public var clipsToBounds: Bool = false
    /// Whether the frame and `autoresizingMask` place the view (not constraints); the playground
    /// lays out no UIKit views either way.
    public var translatesAutoresizingMaskIntoConstraints: Bool = true
    public var autoresizingMask: UIView.AutoresizingMask = []
    public struct AutoresizingMask: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
        public static let flexibleWidth = AutoresizingMask(rawValue: 2)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
        public static let flexibleHeight = AutoresizingMask(rawValue: 16)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
    }
    public weak var superview: UIView?
    public var subviews: [UIView] = []
    public weak var window: UIWindow?
    public var gestureRecognizers: [UIGestureRecognizer]? = nil
    public init(frame: CGRect) {
        self.frame = frame
    }
    /// Empty, so that a subclass's initializer can call `super.init()` (the playground runs
    /// no other superclass initializer).
    public override init() {}
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    public func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }
    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
    }
    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}
    /// The deepest visible, touchable subview containing `point` (in this view's coordinates).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.origin.x, y: point.y - subview.frame.origin.y)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    /// `point`, in `view`'s coordinates (the window's when nil), in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let from = view?._originInRoot ?? .zero
        let to = _originInRoot
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }
    /// `point`, in this view's coordinates, in `view`'s (the window's when nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let from = _originInRoot
        let to = view?._originInRoot ?? .zero
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }
    /// Where the view's top left corner is in its outermost superview.
    var _originInRoot: CGPoint {
        var origin = frame.origin
        var current = superview
        while let view = current {
            origin = CGPoint(x: origin.x + view.frame.origin.x, y: origin.y + view.frame.origin.y)
            current = view.superview
        }
        return origin
    }
    /// Whether UIKit animates changes: recorded (the playground animates nothing).
    public static func setAnimationsEnabled(_ enabled: Bool) { _animationsEnabled = enabled }
    public static var areAnimationsEnabled: Bool { _animationsEnabled }
    static var _animationsEnabled = true
}

/// A spinner, as representables wrap it (`UIActivityIndicatorView(style: .medium)`).
public class UIActivityIndicatorView: UIView {
    public enum Style: Hashable {
        case medium, large
    }
    public var style: UIActivityIndicatorView.Style
    public var isAnimating: Bool = false
    public var hidesWhenStopped: Bool = true
    public var color: UIColor? = nil
    public init(style: UIActivityIndicatorView.Style) {
        self.style = style
        super.init()
    }
    public func startAnimating() { isAnimating = true }
    public func stopAnimating() { isAnimating = false }
}

/// The screen, as view files measure it: an iPhone's points (393 × 852).
public class UIScreen {
    public var bounds: CGRect
    public var scale: CGFloat
    public init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }
    public static var main: UIScreen { UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3) }
}

/// UIKit's view controller (an `NSObject`, so equal only to itself).
open class UIViewController: UIResponder {
    /// Implicitly unwrapped, as UIKit declares it (`controller.view!` and `controller.view.frame` both read it).
    public var view: UIView! = UIView()
    public var title: String? = nil
    /// The controller this one presents (`present(_:animated:completion:)`), until dismissed.
    public var presentedViewController: UIViewController? = nil
    weak var _navigationController: UINavigationController? = nil
    weak var _tabBarController: UITabBarController? = nil
    /// The navigation controller whose stack holds this controller, if any.
    open var navigationController: UINavigationController? { _navigationController }
    /// The tab bar controller one of whose tabs this controller is, if any.
    open var tabBarController: UITabBarController? { _tabBarController }
    /// Empty, so that a subclass's initializer can call `super.init()`.
    public override init() {}
    /// A controller without a nib, as code-only subclasses make theirs (`super.init(nibName: nil,
    /// bundle: nil)`); the playground loads no nibs.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    /// From an archive (a storyboard): the playground decodes none.
    public init?(coder: NSCoder) { return nil }
    /// The playground runs no UIKit: these are called only by the app's own code.
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Presents at once (nothing animates) and calls `completion`.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        completion?()
    }
    /// Dismisses what this controller presents and calls `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = nil
        completion?()
    }
}

public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
}

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
}

/// A UIKit view in SwiftUI. Its body is `Never`: SwiftUI draws the UIKit view.
public protocol UIViewRepresentable: View {
    /// A `UIView` (the playground has no superclass constraints on associated types).
    associatedtype UIViewType
    associatedtype Coordinator
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable {
    public var body: Never { fatalError() }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// A UIKit view controller in SwiftUI.
public protocol UIViewControllerRepresentable: View {
    /// A `UIViewController` (as `UIViewType`).
    associatedtype UIViewControllerType
    associatedtype Coordinator
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable {
    public var body: Never { fatalError() }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}
"""#
}
