// Kingfisher's KFImage (its modifiers return the KFImage), and what real files write that the
// surface lacked: a type nested in a generic view, Color's colour-space initializer, an
// editable navigation title, Core Graphics' Int and Double initializers, key-path appending.

// MARK: - kingfisher_image
// expect: HStack<TupleView<(ModifiedContent<KFImage, _FrameLayout>, KFImage)>>
let avatar = URL(string: "https://example.com/avatar.png")
HStack {
    KFImage(avatar).resizable().renderingMode(.original).frame(width: 40, height: 40)
    KFImage.url(avatar, cacheKey: "avatar")
        .placeholder { ProgressView() }
        .onSuccess { result in print(result.cacheType) }
        .onFailure { error in print(error.errorDescription ?? "") }
        .fade(duration: 0.25)
        .cancelOnDisappear(true)
}

// MARK: - kingfisher_loading_options
// expect: KFImage
let caches: [CacheType] = [.none, .memory, .disk]
let spaces: [Color.RGBColorSpace] = [.sRGB, .sRGBLinear, .displayP3]
func loaded(_ result: RetrieveImageResult) -> Bool { result.cacheType != .none && result.source.url != nil && result.originalSource.cacheKey.isEmpty }
let resource: Resource = URL(string: "https://example.com/cover.jpg")!
let cover = Source.network(resource)
let coverURL = resource.downloadURL
func failed(_ error: KingfisherError) -> String { error.errorDescription ?? "" }
KFImage(source: cover)
    .configure { $0.resizable() }
    .onProgress { received, total in print(received, total) }
    .loadDiskFileSynchronously()
    .cacheMemoryOnly()
    .cacheOriginalImage()
    .forceRefresh(false)
    .startLoadingBeforeViewAppear()
    .downsampling(size: CGSize(width: coverURL.absoluteString.count, height: 100))
    .scaleFactor(CGFloat(caches.count + spaces.count))
    .interpolation(.high)
    .antialiased(true)

// MARK: - nested_type_of_generic_view
// expect: GeometryReader<ModifiedContent<Text, AddGestureModifier<GestureStateGesture<DragGesture, DragState>>>>
struct Sheet<Content: View>: View {
    enum DragState { case inactive, dragging(CGSize) }
    @GestureState private var dragState = DragState.inactive
    var selection = DragState.inactive
    let content: Content
    var body: some View {
        GeometryReader { geometry in
            Text("drag")
                .gesture(DragGesture().updating(self.$dragState) { drag, state, _ in
                    state = .dragging(drag.translation)
                })
        }
    }
}
Sheet(content: Text("x")).body

// MARK: - colour_space_and_editable_title
// expect: NavigationStack<NavigationPath, ModifiedContent<VStack<TupleView<(Color, Color, ModifiedContent<Text, ContainerRelativeFrameModifier>)>>, NavigationTitleModifier<Text>>>
struct Titled: View {
    @State private var title = "Draft"
    var body: some View {
        NavigationStack {
            VStack {
                Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6)
                Color(.displayP3, white: 0.5, opacity: 0.8)
                Text("wide").containerRelativeFrame(.horizontal) { width, _ in width * 0.6 }
            }
            .navigationTitle($title)
        }
    }
}
Titled().body

// MARK: - core_graphics_whole_numbers
// expect: Text
let side = 8
let tile = CGSize(width: side, height: side)
let origin = CGPoint(x: 1.5, y: 2.5)
let frame = CGRect(x: 0, y: 0, width: side * 2, height: side)
Text("\(tile.width) \(origin.x) \(frame.maxX)")

// MARK: - key_path_appending
// expect: Text
struct Inner { var count = 1 }
struct Outer { var inner = Inner() }
let path = (\Outer.inner).appending(path: \Inner.count)
var outer = Outer()
let _ = { outer[keyPath: path] = 7 }()
Text("\(outer[keyPath: path])")

// MARK: - rounded_corners_shape
// expect: ModifiedContent<ModifiedContent<Color, _FrameLayout>, _ClipEffect<RoundedCorner>>
struct RoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners
    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        let outline: CGPath = path.cgPath
        return Path(outline)
    }
}
let bottom: UIRectCorner = [.bottomLeft, .bottomRight]
Color.blue.frame(width: 80, height: 40).clipShape(RoundedCorner(radius: 8, corners: bottom.union([.topLeft, .topRight])))

// MARK: - names_sharing_an_annotation
// expect: Text
struct Point3 { var x, y: Int; var z = 0, w, h: Double }
let p3 = Point3(x: 1, y: 2, w: 3, h: 4)
Text("\(p3.x + p3.y) \(p3.z) \(p3.w + p3.h)")

// MARK: - share_sheet_and_browser
// expect: TupleView<(ShareSheet, Browser)>
struct ShareSheet: UIViewControllerRepresentable {
    let items: [Any]
    func makeUIViewController(context: Context) -> UIActivityViewController {
        let controller = UIActivityViewController(activityItems: items, applicationActivities: [UIActivity()])
        controller.excludedActivityTypes = [.message, .mail, .print, .copyToPasteboard, .airDrop, UIActivity.ActivityType(rawValue: "x")]
        return controller
    }
    func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
}
struct Browser: UIViewControllerRepresentable {
    let url: URL
    func makeUIViewController(context: Context) -> SFSafariViewController {
        let configuration = SFSafariViewController.Configuration()
        configuration.entersReaderIfAvailable = true
        configuration.barCollapsingEnabled = false
        let browser = SFSafariViewController(url: url, configuration: configuration)
        browser.preferredBarTintColor = nil
        browser.preferredControlTintColor = nil
        browser.dismissButtonStyle = [SFSafariViewController.DismissButtonStyle.done, .close, .cancel][1]
        return browser
    }
    func updateUIViewController(_ browser: SFSafariViewController, context: Context) {}
}
final class Finisher: NSObject, SFSafariViewControllerDelegate {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController) { print(controller.url) }
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
}
struct Sharing: View {
    var body: some View {
        ShareSheet(items: ["text"])
        Browser(url: URL(string: "https://swift.org")!)
    }
}
Sharing().body

// MARK: - page_view_controller
// expect: ModifiedContent<Pages<Text>, _EnvironmentKeyWritingModifier<Optional<Color>>>
struct Pages<Page: View>: UIViewControllerRepresentable {
    var pages: [Page]
    func makeCoordinator() -> Coordinator { Coordinator(self) }
    func makeUIViewController(context: Context) -> UIPageViewController {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = context.coordinator
        pager.delegate = context.coordinator
        return pager
    }
    func updateUIViewController(_ pager: UIPageViewController, context: Context) {
        pager.setViewControllers([context.coordinator.controllers[0]], direction: .forward, animated: true)
    }
    final class Coordinator: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        var controllers: [UIViewController]
        init(_ parent: Pages) { controllers = parent.pages.map { UIHostingController(rootView: $0) } }
        func pageViewController(_ pager: UIPageViewController, viewControllerBefore controller: UIViewController) -> UIViewController? {
            guard let index = controllers.firstIndex(of: controller), index > 0 else { return nil }
            return controllers[index - 1]
        }
        func pageViewController(_ pager: UIPageViewController, viewControllerAfter controller: UIViewController) -> UIViewController? {
            guard let index = controllers.firstIndex(of: controller), index + 1 < controllers.count else { return nil }
            return controllers[index + 1]
        }
    }
}
let styles: [UIPageViewController.TransitionStyle] = [.pageCurl, .scroll]
let axes: [UIPageViewController.NavigationOrientation] = [.horizontal, .vertical]
let turns: [UIPageViewController.NavigationDirection] = [.forward, .reverse]
Pages(pages: [Text("\(styles.count) \(axes.count) \(turns.count)")]).accentColor(.green)

// MARK: - page_control_target_action
// expect: PageDots
struct PageDots: UIViewRepresentable {
    var count: Int
    func makeUIView(context: Context) -> UIPageControl {
        let control = UIPageControl()
        control.numberOfPages = count
        control.currentPage = 0
        control.hidesForSinglePage = true
        control.pageIndicatorTintColor = nil
        control.currentPageIndicatorTintColor = nil
        control.isEnabled = !control.isSelected
        let events: [UIControl.Event] = [.touchUpInside, .editingChanged, .primaryActionTriggered]
        control.addTarget(nil, action: Selector("turn"), for: events.isEmpty ? .valueChanged : .valueChanged)
        control.removeTarget(nil, action: nil, for: .valueChanged)
        return control
    }
    func updateUIView(_ control: UIPageControl, context: Context) {}
}
let turn: Selector = "turn"
PageDots(count: turn.name.count)

// MARK: - hue_rotation
// expect: ModifiedContent<Circle, _HueRotationEffect>
Circle().hueRotation(.degrees(90))

// MARK: - equatable_and_container_background
// expect: VStack<TupleView<(EquatableView<Score>, ModifiedContent<Text, ContainerBackgroundModifier<Color>>, ModifiedContent<Text, ContainerBackgroundModifier<Color>>, ModifiedContent<Text, ContainerBackgroundModifier<Color>>)>>
struct Score: View, Equatable {
    var points: Int
    @Environment(\.multilineTextAlignment) private var alignment
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    var body: some View { Text("\(points) \(voiceOver) \(alignment == .leading)") }
    static func == (a: Score, b: Score) -> Bool { a.points == b.points }
}
let split: ContainerBackgroundPlacement = .navigationSplitView
VStack {
    Score(points: 3).equatable()
    Text("tab").containerBackground(.blue, for: .tabView)
    Text("stack").containerBackground(Color.red, for: .navigation)
    Text("split").containerBackground(for: split) { Color.green }
}

// MARK: - kingfisher_image_modifier_and_retry
// expect: KFImage
struct CornersModifier: ImageModifier {
    let radius: CGFloat?
    func modify(_ image: KFCrossPlatformImage) -> KFCrossPlatformImage { image }
}
let strategy = DelayRetryStrategy(maxRetryCount: 2, retryInterval: .accumulated(1))
KFImage(URL(string: "https://example.com/page.jpg"))
    .imageModifier(CornersModifier(radius: 5))
    .retry(maxCount: 3, interval: DelayRetryStrategy.Interval.seconds(5))
    .retry(strategy)
    .resizable()
