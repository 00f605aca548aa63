extension Profile {
    /// UIKit's scroll view and gesture recognizers, as SwiftUI helpers reach into them (a popup
    /// finding its enclosing `UIScrollView`, a pan recognizer's translation). The playground runs
    /// no UIKit: nothing scrolls or recognizes a gesture on its own, so a recognizer stays
    /// `.possible` and its targets are called only by the app's own code.
    static let uiKitScrollingSource = #"""
// MARK: Scroll views and gesture recognizers

/// Recognizes a gesture in a view's touches and sends its targets an action.
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Hashable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = UIGestureRecognizer.State.ended
    }
    public var state: UIGestureRecognizer.State = .possible
    public weak var view: UIView?
    public var isEnabled: Bool = true
    public var cancelsTouchesInView: Bool = true
    /// The targets and actions `addTarget(_:action:)` added, in order.
    var _targets: [(AnyObject, Selector)] = []
    public init(target: Any?, action: Selector?) {
        if let target, let action { _targets.append((target as AnyObject, action)) }
    }
    public override init() {}
    public func addTarget(_ target: Any, action: Selector) { _targets.append((target as AnyObject, action)) }
    public func removeTarget(_ target: Any?, action: Selector?) {
        _targets.removeAll { entry in (target == nil || entry.0 === (target as AnyObject)) && (action == nil || entry.1 == action!) }
    }
    /// Where the gesture is in `view`'s coordinates; the playground's gestures are at the origin.
    open func location(in view: UIView?) -> CGPoint { .zero }
}

open class UITapGestureRecognizer: UIGestureRecognizer {
    public var numberOfTapsRequired: Int = 1
    public var numberOfTouchesRequired: Int = 1
}

open class UILongPressGestureRecognizer: UIGestureRecognizer {
    public var minimumPressDuration: Double = 0.5
}

/// A drag: how far it has moved (`translation(in:)`) and how fast.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    var _translation: CGPoint = .zero
    public var minimumNumberOfTouches: Int = 1
    public var maximumNumberOfTouches: Int = Int.max
    open func translation(in view: UIView?) -> CGPoint { _translation }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { _translation = translation }
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// What a scroll view tells its delegate; every method is optional.
public protocol UIScrollViewDelegate: AnyObject {}
extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// The view that zooms; none unless the delegate says.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}

/// A view whose content is larger than it: the part shown starts at `contentOffset`.
open class UIScrollView: UIView {
    public var contentOffset: CGPoint = .zero
    public var contentSize: CGSize = .zero
    public var contentInset: UIEdgeInsets = .zero
    public var bounces: Bool = true
    public var alwaysBounceVertical: Bool = false
    public var alwaysBounceHorizontal: Bool = false
    public var isScrollEnabled: Bool = true
    public var isPagingEnabled: Bool = false
    public var showsVerticalScrollIndicator: Bool = true
    public var showsHorizontalScrollIndicator: Bool = true
    public var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
    public weak var delegate: UIScrollViewDelegate?
    /// The scroll view's own drag recognizer, among its `gestureRecognizers`.
    public let panGestureRecognizer = UIPanGestureRecognizer()
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(panGestureRecognizer)
    }
    public override init() {
        super.init()
        addGestureRecognizer(panGestureRecognizer)
    }
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
    /// Pinching scales the content between these; the playground's scroll views are not pinched.
    public var minimumZoomScale: CGFloat = 1
    public var maximumZoomScale: CGFloat = 1
    public var zoomScale: CGFloat = 1
    public var bouncesZoom: Bool = true
    /// The scale, kept between the minimum and the maximum.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = min(max(scale, minimumZoomScale), maximumZoomScale) }
    public func zoom(to rect: CGRect, animated: Bool) {}
    public enum KeyboardDismissMode: Int, Hashable {
        case none, onDrag, interactive
    }
}

/// The text a text view lays out, in its own box inside the view.
public class NSTextContainer {
    public var size: CGSize = .zero
    /// The inset of each line from the container's edges (5 points by default).
    public var lineFragmentPadding: CGFloat = 5
    public var maximumNumberOfLines: Int = 0
    public var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public init() {}
}

/// What a text view's text is scanned for and turned into links.
public struct UIDataDetectorTypes: OptionSet, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1)
    public static let link = UIDataDetectorTypes(rawValue: 2)
    public static let address = UIDataDetectorTypes(rawValue: 4)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 8)
    public static let all = UIDataDetectorTypes(rawValue: 0xFFFF_FFFF)
}

/// What a text view tells its `delegate` as its text is edited; the playground's text views
/// are not typed in.
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}
extension UITextViewDelegate {
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// A scrolling, optionally editable, view of plain or attributed text (in SwiftUI, through a
/// `UIViewRepresentable`); setting `text` or `attributedText` sets the other.
open class UITextView: UIScrollView {
    var _text: String = ""
    var _attributed: NSAttributedString? = nil
    public var text: String! {
        get { _text }
        set {
            _text = newValue ?? ""
            _attributed = nil
        }
    }
    public var attributedText: NSAttributedString! {
        get { _attributed ?? NSAttributedString(string: _text) }
        set {
            _attributed = newValue
            _text = newValue?.string ?? ""
        }
    }
    public var font: UIFont? = nil
    public var textColor: UIColor? = nil
    public var textAlignment: NSTextAlignment = .natural
    public var isEditable: Bool = true
    public var isSelectable: Bool = true
    public var selectedRange: NSRange = NSRange(location: 0, length: 0)
    public var dataDetectorTypes: UIDataDetectorTypes = []
    public var textContainerInset: UIEdgeInsets = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    public let textContainer = NSTextContainer()
    public var adjustsFontForContentSizeCategory: Bool = false
}

extension UIDevice {
    /// Never posted: the simulated device does not turn.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}
"""#
}
