// A scroll view's zooming (`minimumZoomScale`, `setZoomScale`, the delegate's
// `viewForZooming(in:)`), a view's autoresizing (`translatesAutoresizingMaskIntoConstraints`,
// `autoresizingMask`), a controller's implicitly unwrapped `view`; an image's representations,
// `NSApplication.isActive`, and the Mac's Delete and Exit commands.

// MARK: - zooming_scroll_view_in_a_representable
// expect: ZoomingView
final class ZoomingCoordinator: NSObject, UIScrollViewDelegate {
    let hosted: UIViewController
    init(hosted: UIViewController) { self.hosted = hosted }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { hosted.view }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
struct ZoomingView: UIViewRepresentable {
    func makeUIView(context: Context) -> UIScrollView {
        let scrollView = UIScrollView()
        scrollView.maximumZoomScale = 4
        scrollView.minimumZoomScale = 1
        scrollView.bouncesZoom = true
        let hostedView = context.coordinator.hosted.view!
        hostedView.translatesAutoresizingMaskIntoConstraints = true
        let mask: UIView.AutoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        hostedView.autoresizingMask = mask
        hostedView.frame = scrollView.bounds
        scrollView.addSubview(hostedView)
        return scrollView
    }
    func updateUIView(_ uiView: UIScrollView, context: Context) {
        if uiView.zoomScale > uiView.minimumZoomScale {
            uiView.setZoomScale(2, animated: true)
        } else {
            uiView.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: true)
        }
    }
    func makeCoordinator() -> ZoomingCoordinator {
        ZoomingCoordinator(hosted: UIViewController())
    }
}
ZoomingView()

// MARK: - image_representations_and_mac_commands
// expect: ModifiedContent<ModifiedContent<Text, _CommandActionModifier>, _CommandActionModifier>
func pixelSize(of image: NSImage) -> String {
    guard let representation = image.representations.first else { return "none" }
    return "\(representation.pixelsWide)×\(representation.pixelsHigh) \(representation.size.width)"
}
let rep: NSImageRep = NSImageRep()
Text(pixelSize(of: NSImage(size: CGSize(width: 4, height: 4))) + " \(NSApplication.shared.isActive) \(rep.pixelsWide)")
    .onDeleteCommand { print("delete") }
    .onExitCommand(perform: nil)
