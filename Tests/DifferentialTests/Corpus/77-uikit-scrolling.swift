// UIKit's scroll view, gesture recognizers, touches, the keyboard's notifications and window
// levels, as SwiftUI helpers reach into them (a popup finding its enclosing scroll view).

// MARK: - uikit_scroll_view_resolver
// expect: ModifiedContent<ScrollView<Text>, _BackgroundModifier<ScrollResolver>>
final class PanTracker: NSObject, UIScrollViewDelegate {
    var offsets: [CGFloat] = []
    func handlePan(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: gesture.view)
        gesture.setTranslation(.zero, in: nil)
        if gesture.state == .ended || gesture.state == .recognized || gesture.state == .possible {
            offsets.append(translation.y + gesture.velocity(in: nil).y + gesture.location(in: nil).x)
        }
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { offsets.append(0) }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { offsets.append(decelerate ? 1 : 0) }
}

struct ScrollResolver: UIViewRepresentable {
    var onResolve: (UIScrollView) -> Void
    func makeUIView(context: Context) -> UIView {
        let host = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        host.addSubview(view)
        host.contentSize = CGSize(width: 100, height: 400)
        host.contentInset = UIEdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
        host.bounces = false
        host.alwaysBounceVertical = true
        host.alwaysBounceHorizontal = false
        host.isScrollEnabled = true
        host.isPagingEnabled = false
        host.showsVerticalScrollIndicator = false
        host.showsHorizontalScrollIndicator = false
        let modes: [UIScrollView.KeyboardDismissMode] = [.none, .onDrag, .interactive]
        host.keyboardDismissMode = modes[1]
        host.setContentOffset(CGPoint(x: 0, y: 5), animated: false)
        host.scrollRectToVisible(.zero, animated: true)
        let tracker = PanTracker()
        host.delegate = tracker
        host.panGestureRecognizer.addTarget(tracker, action: Selector("handlePan:"))
        host.panGestureRecognizer.removeTarget(nil, action: nil)
        let tap = UITapGestureRecognizer(target: tracker, action: Selector("handlePan:"))
        tap.numberOfTapsRequired = 2
        tap.numberOfTouchesRequired = 1
        tap.isEnabled = true
        tap.cancelsTouchesInView = false
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 1
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 1
        pan.maximumNumberOfTouches = 2
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(press)
        view.addGestureRecognizer(pan)
        view.removeGestureRecognizer(press)
        view.tag = 7
        view.clipsToBounds = true
        view.isUserInteractionEnabled = true
        view.layoutSubviews()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        view.didMoveToSuperview()
        view.didMoveToWindow()
        let point = view.convert(CGPoint(x: 1, y: 2), to: nil)
        let back = view.convert(point, from: host)
        _ = (view.hitTest(back, with: nil), view.point(inside: back, with: UIEvent()), view.superview, view.subviews, view.window, view.gestureRecognizers)
        if let scroll = view.superview as? UIScrollView { onResolve(scroll) }
        view.removeFromSuperview()
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

ScrollView {
    Text("Content")
}
.background(ScrollResolver { scrollView in scrollView.bounces = false })

// MARK: - uikit_touches_keyboard_and_window_levels
// expect: Text
final class TouchView: UIView {
    var touched: [CGPoint] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touched += touches.map { $0.location(in: self) } }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { touched += touches.map { $0.previousLocation(in: self) } }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { self }
}

func keyboardNames() -> String {
    let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification, UIResponder.keyboardWillHideNotification,
                 UIResponder.keyboardDidHideNotification, UIResponder.keyboardWillChangeFrameNotification, UIDevice.orientationDidChangeNotification]
    let keys = [UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey, UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey]
    let touch = UITouch()
    TouchView().touchesBegan([touch], with: nil)
    let levels: [UIWindow.Level] = [.normal, .statusBar, .alert + 1, UIWindow.Level.alert - 1, UIWindow.Level(rawValue: 5)]
    UIApplication.shared.windows.first?.windowLevel = .alert + 1
    let states: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
    return "\(names.count) \(keys.count) \(touch.view == nil) \(levels.max()!.rawValue) \(UIApplication.shared.windows.first?.windowLevel.rawValue ?? 0) \(states.map(\.rawValue)) \(String(describing: touch.self).isEmpty)"
}
Text(keyboardNames())
