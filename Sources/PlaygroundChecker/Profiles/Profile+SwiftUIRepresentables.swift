extension Profile {
    /// Hosting UIKit in SwiftUI: `UIViewRepresentable` and `UIViewControllerRepresentable`, with
    /// the UIKit base classes their signatures name. The playground runs no UIKit: a
    /// representable's `makeUIView` is never called, and the view draws as a labelled box.
    static let swiftUIRepresentablesSource = #"""
// MARK: UIKit views and controllers

/// UIKit's view, as far as a representable's signatures name it.
public class UIView {
    public var frame: CGRect = .zero
    public var backgroundColor: UIColor? = nil
    public var isHidden: Bool = false
    public var alpha: CGFloat = 1
    public init(frame: CGRect) {
        self.frame = frame
    }
    /// Empty, so that a subclass's initializer can call `super.init()` (the playground runs
    /// no other superclass initializer).
    public init() {}
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    public func addSubview(_ view: UIView) {}
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
open class UIViewController: NSObject {
    public var view: UIView = UIView()
    public var title: String? = nil
    /// The controller this one presents (`present(_:animated:completion:)`), until dismissed.
    public var presentedViewController: UIViewController? = nil
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
